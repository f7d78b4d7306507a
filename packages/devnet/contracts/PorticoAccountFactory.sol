// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PorticoAccount} from "./PorticoAccount.sol";

/// Deploys PorticoAccounts at counterfactual CREATE2 addresses (salt per owner), as a user
/// operation's initCode asks on first use.
contract PorticoAccountFactory {
    address public immutable entryPoint;

    constructor(address entryPoint_) {
        entryPoint = entryPoint_;
    }

    function createAccount(address owner, uint256 salt) external returns (PorticoAccount account) {
        address predicted = getAccountAddress(owner, salt);
        if (predicted.code.length > 0) return PorticoAccount(payable(predicted));
        return new PorticoAccount{salt: bytes32(salt)}(entryPoint, owner);
    }

    function getAccountAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(PorticoAccount).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), codeHash)))));
    }
}
