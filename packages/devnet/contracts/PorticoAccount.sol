// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccount, PackedUserOperation} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// An ERC-4337 (EntryPoint v0.7) smart account owned by one ECDSA key. The owner signs the user
/// operation hash as a personal message; `isValidSignature` (EIP-1271) accepts the owner's signatures,
/// so sign-in and name registration verify a smart account like an EOA.
contract PorticoAccount is IAccount {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    address public immutable entryPoint;
    address public immutable owner;

    error NotAllowed();

    constructor(address entryPoint_, address owner_) {
        entryPoint = entryPoint_;
        owner = owner_;
    }

    receive() external payable {}

    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        if (msg.sender != entryPoint) revert NotAllowed();
        (address signer, ECDSA.RecoverError recoverError,) =
            ECDSA.tryRecover(MessageHashUtils.toEthSignedMessageHash(userOpHash), userOp.signature);
        validationData = recoverError == ECDSA.RecoverError.NoError && signer == owner ? 0 : 1;
        if (missingAccountFunds > 0) {
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            paid;
        }
    }

    function execute(address target, uint256 value, bytes calldata data) external {
        _onlyEntryPointOrOwner();
        _call(target, value, data);
    }

    function executeBatch(Call[] calldata calls) external {
        _onlyEntryPointOrOwner();
        for (uint256 index = 0; index < calls.length; index++) {
            _call(calls[index].target, calls[index].value, calls[index].data);
        }
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(hash, signature);
        return recoverError == ECDSA.RecoverError.NoError && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    function _onlyEntryPointOrOwner() private view {
        if (msg.sender != entryPoint && msg.sender != owner) revert NotAllowed();
    }

    function _call(address target, uint256 value, bytes calldata data) private {
        (bool success, bytes memory result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
