// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccount, PackedUserOperation} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// An ERC-4337 (EntryPoint v0.7) smart account owned by one ECDSA key. The owner signs the user
/// operation hash as a personal message; `isValidSignature` (EIP-1271) accepts the owner's signatures,
/// so sign-in and name registration verify a smart account like an EOA.
///
/// Session keys: the owner can grant a key a scoped session: one contract, one function, a spend
/// limit on the call's amount argument (the second word, as in ERC-20 `transfer` and `approve`) and an
/// expiry. A session user operation's signature is `0x01 ‖ key ‖ ECDSA(key)`; it validates only for
/// `execute(target, 0, data)` within the scope, and its expiry is the operation's `validUntil`.
contract PorticoAccount is IAccount {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    struct Session {
        address target;
        bytes4 selector;
        uint48 validUntil;
        uint256 spendLimit;
        uint256 spent;
    }

    address public immutable entryPoint;
    address public immutable owner;
    mapping(address key => Session) public sessions;

    uint256 private constant SIG_VALIDATION_FAILED = 1;
    bytes1 private constant SESSION_SIGNATURE = 0x01;

    event SessionGranted(address indexed key, address target, bytes4 selector, uint256 spendLimit, uint48 validUntil);
    event SessionRevoked(address indexed key);

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
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(userOpHash);
        if (userOp.signature.length == 86 && userOp.signature[0] == SESSION_SIGNATURE) {
            validationData = _validateSession(userOp, digest);
        } else {
            validationData = _recovers(digest, userOp.signature, owner) ? 0 : SIG_VALIDATION_FAILED;
        }
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

    /// Grants (or replaces) a session; the account calls it on itself through `execute`.
    function grantSession(address key, address target, bytes4 selector, uint256 spendLimit, uint48 validUntil)
        external
    {
        _onlySelf();
        if (key == address(0) || target == address(this)) revert NotAllowed();
        sessions[key] = Session(target, selector, validUntil, spendLimit, 0);
        emit SessionGranted(key, target, selector, spendLimit, validUntil);
    }

    function revokeSession(address key) external {
        _onlySelf();
        delete sessions[key];
        emit SessionRevoked(key);
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _recovers(hash, signature, owner) ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    function _validateSession(PackedUserOperation calldata userOp, bytes32 digest) private returns (uint256) {
        address key = address(bytes20(userOp.signature[1:21]));
        Session storage session = sessions[key];
        if (session.validUntil == 0) return SIG_VALIDATION_FAILED;
        if (userOp.callData.length < 4 || bytes4(userOp.callData[0:4]) != this.execute.selector) {
            return SIG_VALIDATION_FAILED;
        }
        (address target, uint256 value, bytes memory data) = abi.decode(userOp.callData[4:], (address, uint256, bytes));
        if (target != session.target || value != 0 || data.length < 4 || bytes4(data) != session.selector) {
            return SIG_VALIDATION_FAILED;
        }
        uint256 amount;
        if (data.length >= 68) {
            assembly {
                amount := mload(add(data, 68))
            }
        }
        if (session.spent + amount > session.spendLimit) return SIG_VALIDATION_FAILED;
        session.spent += amount;
        // The signature last, so gas estimation with a stub signature runs the whole check.
        if (!_recovers(digest, userOp.signature[21:], key)) return SIG_VALIDATION_FAILED;
        return uint256(session.validUntil) << 160;
    }

    function _recovers(bytes32 digest, bytes calldata signature, address expected) private pure returns (bool) {
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, signature);
        return recoverError == ECDSA.RecoverError.NoError && signer == expected;
    }

    function _onlyEntryPointOrOwner() private view {
        if (msg.sender != entryPoint && msg.sender != owner) revert NotAllowed();
    }

    function _onlySelf() private view {
        if (msg.sender != address(this)) revert NotAllowed();
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
