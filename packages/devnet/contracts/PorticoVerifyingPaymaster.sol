// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IPaymaster, PackedUserOperation} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// Sponsors a user operation's gas when its sponsor key signed it. paymasterAndData is
/// paymaster (20) ‖ verification gas (16) ‖ post-op gas (16) ‖ validUntil (6) ‖ validAfter (6) ‖ signature (65).
/// The signer is immutable, so validation reads no storage and needs no stake.
contract PorticoVerifyingPaymaster is IPaymaster {
    address public immutable entryPoint;
    address public immutable verifyingSigner;

    uint256 private constant DATA_OFFSET = 52;

    error NotAllowed();

    constructor(address entryPoint_, address verifyingSigner_) {
        entryPoint = entryPoint_;
        verifyingSigner = verifyingSigner_;
    }

    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                bytes32(userOp.paymasterAndData[20:DATA_OFFSET]),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        if (msg.sender != entryPoint) revert NotAllowed();
        uint48 validUntil = uint48(bytes6(userOp.paymasterAndData[DATA_OFFSET:DATA_OFFSET + 6]));
        uint48 validAfter = uint48(bytes6(userOp.paymasterAndData[DATA_OFFSET + 6:DATA_OFFSET + 12]));
        bytes calldata signature = userOp.paymasterAndData[DATA_OFFSET + 12:];
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(hash, signature);
        uint256 failed = recoverError == ECDSA.RecoverError.NoError && signer == verifyingSigner ? 0 : 1;
        return ("", failed | (uint256(validUntil) << 160) | (uint256(validAfter) << 208));
    }

    function postOp(PostOpMode, bytes calldata, uint256, uint256) external view {
        if (msg.sender != entryPoint) revert NotAllowed();
    }
}
